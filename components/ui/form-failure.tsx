/** Why a form could not be sent, announced when it appears. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red">
      {message}
    </p>
  );
}
