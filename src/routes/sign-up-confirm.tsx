import { createFileRoute } from '@tanstack/react-router';
import { emailSearchSchema } from '../features/auth/auth-search';
import { SignUpConfirmScreen } from '../features/auth/sign-up-confirm-screen';
import { emailScreen } from './-email-screen';

export const Route = createFileRoute('/sign-up-confirm')({
  validateSearch: emailSearchSchema,
  component: emailScreen(SignUpConfirmScreen),
});
