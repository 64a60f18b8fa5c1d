import { settings } from '../../schema';
import type { Db } from '../../types';
import { settingValues } from './settings-data';

export async function seedSettings(db: Db): Promise<void> {
  const rows = Object.entries(settingValues).map(([key, value]) => ({ key, value }));
  await db.insert(settings).values(rows);
}
