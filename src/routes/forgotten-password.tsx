import { createFileRoute } from '@tanstack/react-router';
import { emailSearchSchema } from '../features/auth/auth-search';
import { ForgottenPasswordScreen } from '../features/auth/forgotten-password-screen';
import { emailScreen } from './-email-screen';

export const Route = createFileRoute('/forgotten-password')({
  validateSearch: emailSearchSchema,
  component: emailScreen(ForgottenPasswordScreen),
});
