import { createFileRoute } from '@tanstack/react-router';
import { emailSearchSchema } from '../features/auth/auth-search';
import { ForgottenPasswordConfirmScreen } from '../features/auth/forgotten-password-confirm-screen';

export const Route = createFileRoute('/forgotten-password-confirm')({
  validateSearch: emailSearchSchema,
  component: ForgottenPasswordConfirmRoute,
});

function ForgottenPasswordConfirmRoute() {
  const { email } = Route.useSearch();
  return <ForgottenPasswordConfirmScreen key={email} email={email} />;
}
