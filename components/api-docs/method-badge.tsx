import type { DocumentedMethod } from '@/lib/api/openapi/reading';

const colors: Record<DocumentedMethod, string> = {
  get: 'bg-dark-green',
  post: 'bg-blue',
  put: 'bg-dark-blue',
  patch: 'bg-grey-700',
  delete: 'bg-red',
};

export function MethodBadge({ method }: { method: DocumentedMethod }) {
  return (
    <span
      className={`inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold text-white ${colors[method]}`}
    >
      {method.toUpperCase()}
    </span>
  );
}
