import { notFound } from 'next/navigation';

/** Any path without a page of its own answers with the shop's 404 page. */
export default function UnknownPage() {
  notFound();
}
