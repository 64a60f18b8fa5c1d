import QRCode from 'qrcode';

/** Medium error correction: a payment code printed or shown on a phone survives a smudge or glare. */
const options = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The QR code as an SVG document (pages draw it inline, sharp at any size). */
export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...options, type: 'svg' });
}

/** The QR code as a PNG (e-mail clients show an attached image, not inline SVG). */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...options, type: 'png', scale: 6 });
}
