import type { Order } from '@/lib/api/contract/order';
import { escapeHtml, link, paragraph } from './html';
import { type AmountRow, priceOf } from './order-mail-lines';
import type { OrderMailTexts } from './order-mail-texts';

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top';
const numberCell = `${cell};text-align:right;white-space:nowrap`;
const table = 'border-collapse:collapse;width:100%;max-width:640px;margin:0 0 16px';

export function heading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(text)}</h2>`;
}

export function itemsTable(order: Order, { summary }: OrderMailTexts): string {
  const head = [summary('items'), summary('quantity'), summary('unitPrice'), summary('lineTotal')]
    .map((label, index) => `<th style="${index === 0 ? cell : numberCell}">${escapeHtml(label)}</th>`)
    .join('');
  const rows = order.items.map((item) => {
    const deposit = item.with_deposit ? ` (${summary('withDeposit')})` : '';
    return [
      '<tr>',
      `<td style="${cell}">${escapeHtml(item.name)}<br><span style="color:#6b7280">${escapeHtml(
        `${summary('code')}: ${item.code}${deposit}`,
      )}</span></td>`,
      `<td style="${numberCell}">${item.quantity}</td>`,
      `<td style="${numberCell}">${escapeHtml(priceOf(order, item.unit_price_with_vat))}</td>`,
      `<td style="${numberCell}">${escapeHtml(priceOf(order, item.total_with_vat))}</td>`,
      '</tr>',
    ].join('');
  });
  return `<table style="${table}"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function amountTable(rows: AmountRow[]): string {
  const body = rows
    .map((row) => {
      const weight = row.strong ? 'font-weight:bold;' : '';
      return `<tr><td style="${weight}${cell}">${escapeHtml(row.label)}</td><td style="${weight}${numberCell}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<table style="${table}"><tbody>${body}</tbody></table>`;
}

export function vatTable(order: Order, { summary }: OrderMailTexts): string {
  const labels = [summary('vatRate'), summary('vatBase'), summary('vat'), summary('vatTotal')];
  const head = labels.map((label) => `<th style="${numberCell}">${escapeHtml(label)}</th>`).join('');
  const rows = order.vat_summary
    .map((line) =>
      [`${line.rate} %`, priceOf(order, line.base), priceOf(order, line.vat), priceOf(order, line.total)]
        .map((value) => `<td style="${numberCell}">${escapeHtml(value)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('');
  return `<table style="${table}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

export function addressBlock(block: { title: string; lines: string[] }): string {
  return paragraph(
    `<strong>${escapeHtml(block.title)}</strong><br>${block.lines.map(escapeHtml).join('<br>')}`,
  );
}

export function linkParagraph(intro: string, href: string, text: string): string {
  return paragraph(`${escapeHtml(intro)} ${link(href, text)}`);
}

export function qrImage(cid: string, alt: string): string {
  return `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="220" height="220" style="display:block"></p>`;
}
