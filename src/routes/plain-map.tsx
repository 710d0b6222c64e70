import { createFileRoute } from '@tanstack/react-router';
import { PlainMapPage } from '../features/maps/plain-map-page';

export const Route = createFileRoute('/plain-map')({ component: PlainMapPage });
