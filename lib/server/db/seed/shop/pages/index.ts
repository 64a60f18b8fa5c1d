import { aboutPage, contactPage, partnersPage, tradeFairPage, whyBuyPage } from './company';
import { deliveryPage, dispatchPage, giftPage } from './delivery';
import { privacyB2bPage, privacyPage } from './privacy';
import { returnFormPage, returnsB2bPage, returnsPage } from './returns';
import { termsB2bPage, termsPage } from './terms';
import type { PageSeed } from './types';

export type { PageSeed, PageText } from './types';

export const cmsPageSeeds: PageSeed[] = [
  termsPage,
  termsB2bPage,
  privacyPage,
  privacyB2bPage,
  returnsPage,
  returnsB2bPage,
  returnFormPage,
  aboutPage,
  contactPage,
  deliveryPage,
  dispatchPage,
  giftPage,
  partnersPage,
  tradeFairPage,
  whyBuyPage,
];
