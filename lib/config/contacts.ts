import type { ChannelId } from './channels';

export interface ContactInfo {
  phone: string;
  /** The phone number as dialled (tel: link). */
  phoneHref: string;
  email: string;
}

/** Spec §1/§2: contact details differ by country shop and between B2B and B2C customers. */
export const contacts: Record<ChannelId, Record<'b2c' | 'b2b', ContactInfo>> = {
  cz: {
    b2c: { phone: '+420 222 500 600', phoneHref: '+420222500600', email: 'obchod@horeca-shop.cz' },
    b2b: { phone: '+420 222 500 610', phoneHref: '+420222500610', email: 'b2b@horeca-shop.cz' },
  },
  sk: {
    b2c: { phone: '+421 2 3300 4400', phoneHref: '+421233004400', email: 'obchod@horeca-shop.sk' },
    b2b: { phone: '+421 2 3300 4410', phoneHref: '+421233004410', email: 'b2b@horeca-shop.sk' },
  },
};

export const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/horecashop' },
  { name: 'Instagram', href: 'https://www.instagram.com/horecashop' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/horecashop' },
  { name: 'YouTube', href: 'https://www.youtube.com/@horecashop' },
] as const;
