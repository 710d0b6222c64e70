import { createFileRoute } from '@tanstack/react-router';
import { emailSearchSchema } from '../features/auth/auth-search';
import { SignUpConfirmScreen } from '../features/auth/sign-up-confirm-screen';

export const Route = createFileRoute('/sign-up-confirm')({
  validateSearch: emailSearchSchema,
  component: SignUpConfirmRoute,
});

function SignUpConfirmRoute() {
  const { email } = Route.useSearch();
  return <SignUpConfirmScreen key={email} email={email} />;
}
