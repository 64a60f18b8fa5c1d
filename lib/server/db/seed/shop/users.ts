import { hashPassword } from '@/lib/server/auth/password';
import { users } from '../../schema';
import type { Db } from '../../types';
import { type DemoUserKey, demoUsers } from './demo-users';

export type UserIds = (key: DemoUserKey) => number;

export async function seedUsers(db: Db): Promise<UserIds> {
  const ids = new Map<DemoUserKey, number>();
  for (const user of demoUsers) {
    const [row] = await db
      .insert(users)
      .values({
        email: user.email,
        passwordHash: await hashPassword(user.password),
        firstname: user.firstname,
        lastname: user.lastname,
        phone: user.phone,
        roles: user.roles,
        locale: user.locale,
      })
      .returning({ id: users.id });
    if (row) ids.set(user.key, row.id);
  }
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Demo user ${key} was not inserted`);
    return id;
  };
}
