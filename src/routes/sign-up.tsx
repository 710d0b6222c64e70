import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/auth/sign-up-screen';

export const Route = createFileRoute('/sign-up')({ component: SignUpScreen });
