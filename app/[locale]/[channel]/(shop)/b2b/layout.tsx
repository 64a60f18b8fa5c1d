import { scopedMessagesLayout } from '@/components/providers/scoped-messages';

export default scopedMessagesLayout('b2b');
