import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/info/home-page';

export const Route = createFileRoute('/')({ component: HomePage });
