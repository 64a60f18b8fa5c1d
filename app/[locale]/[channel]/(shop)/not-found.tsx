import { NotFoundView } from '@/components/frame/not-found-view';

export default function NotFound() {
  return <NotFoundView />;
}
