import { useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/**
 * The component of a route of the sign-up and password flow (search `emailSearchSchema`): its
 * screen starts from the e-mail in the search, afresh for each e-mail (the form's default).
 * The file's leading '-' keeps it out of the route tree.
 */
export function emailScreen(Screen: ComponentType<{ email: string | undefined }>) {
  return function EmailScreenRoute() {
    const { email } = useSearch({ strict: false });
    return <Screen key={email} email={email} />;
  };
}
