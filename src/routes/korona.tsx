import { createFileRoute } from '@tanstack/react-router';
import { KoronaPage } from '../features/info/korona-page';

export const Route = createFileRoute('/korona')({ component: KoronaPage });
