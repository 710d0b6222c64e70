import { createFileRoute } from '@tanstack/react-router';
import { PlainMapPage } from '../../features/maps/plain-map-page';

export const Route = createFileRoute('/_authenticated/plain-map')({ component: PlainMapPage });
