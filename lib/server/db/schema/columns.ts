import { text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const locale = () => text('locale', { enum: ['sk', 'cs', 'en'] }).notNull();
export const channel = () => text('channel', { enum: ['cz', 'sk'] }).notNull();
export const nullableChannel = () => text('channel', { enum: ['cz', 'sk'] });
