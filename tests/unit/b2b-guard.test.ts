import { describe, expect, it } from 'vitest';
import { b2bGuardTarget } from '@/lib/server/auth/b2b-guard';
import { selectedCustomer, sessionUser } from './fixtures/session-user';

const customer = selectedCustomer({ name: 'Bistro Vltava s.r.o.', nameShort: 'Bistro Vltava' });
const user = sessionUser;

describe('the B2B guard (routes.md)', () => {
  const mustChoose = user({ membershipsCount: 2 });
  const blocked = user({ membershipsCount: 1, selectedCustomer: { ...customer, isBlocked: true } });

  it('sends a member without a chosen customer to the customer selection', () => {
    expect(b2bGuardTarget(mustChoose, '/')).toBe('/b2b/vyberte-zakaznika');
    expect(b2bGuardTarget(mustChoose, '/kategorie/taniere')).toBe('/b2b/vyberte-zakaznika');
    expect(b2bGuardTarget(mustChoose, '/objednavka')).toBe('/b2b/vyberte-zakaznika');
  });

  it('lets them reach the exempt pages: account settings, login, an invitation, the guard’s own pages, static pages', () => {
    for (const path of [
      '/b2b/vyberte-zakaznika',
      '/b2b/nastaveni-uctu',
      '/b2b/pozvanka',
      '/b2b/zablokovany-ucet',
      '/login',
      '/uzivatel/obnova-hesla',
      '/uzivatel/obnova-hesla-nastavenie',
      '/email-odhlasit',
      '/kontakt',
      '/obchodne-podmienky-b2b',
      '/stranky/o-firme',
    ]) {
      expect(b2bGuardTarget(mustChoose, path)).toBeNull();
      expect(b2bGuardTarget(blocked, path)).toBeNull();
    }
  });

  it('sends the user of a blocked customer to the blocked-account page', () => {
    expect(b2bGuardTarget(blocked, '/')).toBe('/b2b/zablokovany-ucet');
    expect(b2bGuardTarget(blocked, '/b2b/faktury')).toBe('/b2b/zablokovany-ucet');
    expect(b2bGuardTarget(mustChoose, '/b2b/doporuceny-sortiment')).toBe('/b2b/vyberte-zakaznika');
    expect(b2bGuardTarget(blocked, '/produkt/tanier-27')).toBe('/b2b/zablokovany-ucet');
  });

  it('never stops a B2C customer, a member with a customer, a dealer or a superadmin', () => {
    expect(b2bGuardTarget(user({}), '/')).toBeNull();
    expect(b2bGuardTarget(user({ membershipsCount: 2, selectedCustomer: customer }), '/')).toBeNull();
    expect(b2bGuardTarget(user({ roles: ['ROLE_DEALER'], membershipsCount: 1 }), '/')).toBeNull();
    expect(b2bGuardTarget(user({ roles: ['ROLE_SUPERADMIN'] }), '/objednavka')).toBeNull();
  });
});
