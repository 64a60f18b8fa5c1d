import { useTranslations } from 'next-intl';
import { errorCodes, refName } from '@/lib/api/openapi/reading';
import type { Reference, ResponseObject } from '@/lib/api/openapi/types';
import { InlineCode } from './inline-code';
import { TypeLabel } from './schema-view';

/** `#error-Forbidden.Csrf`: where the common errors list a shared error answer. */
export const errorAnchor = (name: string) => `error-${name}`;

/** An error answer's description: a title line, then one `- codes: when` line per case. */
function descriptionParts(description: string): { title: string; cases: string[] } {
  const [title = '', ...rest] = description.split('\n').filter(Boolean);
  return { title, cases: rest.map((line) => line.replace(/^- /, '')) };
}

function StatusBadge({ status }: { status: string }) {
  const isError = Number(status) >= 400;
  return (
    <code
      className={`mr-2 rounded px-1.5 font-semibold ${isError ? 'bg-grey-100 text-red' : 'bg-light-blue'}`}
    >
      {status}
    </code>
  );
}

/** One answer: its status, what it means (an error's description lists its codes), and its body. */
export function AnswerView({
  status,
  response,
  id,
}: {
  status: string;
  response: ResponseObject;
  id?: string;
}) {
  const t = useTranslations('ApiDocs');
  const { title, cases } = descriptionParts(response.description);
  const json = response.content?.['application/json']?.schema;
  const isError = Number(status) >= 400;
  return (
    <li id={id} className="scroll-mt-24 border-t border-grey-200 py-2">
      <StatusBadge status={status} />
      <InlineCode text={title} />
      {!isError && json && (
        <>
          {' → '}
          <TypeLabel schema={json} />
        </>
      )}
      {!response.content && <span className="text-grey-600"> {t('noBody')}</span>}
      {response.content?.['application/pdf'] && <span className="text-grey-600"> {t('pdf')}</span>}
      {cases.length > 0 && (
        <ul className="mt-1 list-disc pl-6">
          {cases.map((line) => (
            <li key={line}>
              <InlineCode text={line} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** An error answer many endpoints share: its status and title, linked to its codes in the common errors. */
export function SharedAnswerLink({
  status,
  reference,
  response,
}: {
  status: string;
  reference: Reference;
  response: ResponseObject;
}) {
  const name = refName(reference.$ref);
  return (
    <li className="border-t border-grey-200 py-2">
      <StatusBadge status={status} />
      <a href={`#${errorAnchor(name)}`} className="text-blue underline">
        {descriptionParts(response.description).title}
      </a>{' '}
      {errorCodes(response).map((code) => (
        <code key={code} className="mr-1 rounded bg-grey-100 px-1">
          {code}
        </code>
      ))}
    </li>
  );
}
