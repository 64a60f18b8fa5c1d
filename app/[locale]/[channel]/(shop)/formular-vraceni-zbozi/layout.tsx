import { scopedMessagesLayout } from '@/components/providers/scoped-messages';

export default scopedMessagesLayout('returns');
