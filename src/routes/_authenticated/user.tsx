import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '../../features/user/user-page';

export const Route = createFileRoute('/_authenticated/user')({ component: UserPage });
