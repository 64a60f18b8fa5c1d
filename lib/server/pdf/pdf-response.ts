import 'server-only';

/** A drawn PDF as a download named after the document, never stored by shared caches. */
export function pdfAttachment(pdf: Uint8Array, documentNumber: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${documentNumber.replace(/[^\w.-]/g, '_')}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
