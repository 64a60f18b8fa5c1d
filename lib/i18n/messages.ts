import type { Locale } from '@/lib/config/locales';

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  sk: () => import('@/messages/sk.json'),
  cs: () => import('@/messages/cs.json'),
  en: () => import('@/messages/en.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

export type Messages = typeof import('@/messages/sk.json');
