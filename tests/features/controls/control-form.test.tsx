import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../../src/api/graphql-client';
import type { ControlInput } from '../../../src/domain/schemas/control';
import { ControlForm } from '../../../src/features/controls/control-form';
import type { GraphqlAnswer } from '../../ui/support/graphql-wire';
import { fakeGraphqlWire, fieldRefusal, refusal } from '../../ui/support/graphql-wire';
import {
  containing,
  expectRefusedFields,
  field,
  isInvalid,
  summaryText,
} from '../../ui/support/form-queries';
import { renderForm, type Locale } from '../../ui/support/render-form';

vi.mock('../../../src/api/auth-session', () => import('../../support/signed-in-session'));

/** What the server answers to the save; the values the form sent. */
let answer: () => GraphqlAnswer;
let sent: ControlInput[];

beforeEach(() => {
  sent = [];
  answer = () => ({ data: { createControl: { id: 'control-1' } } });
  fakeGraphqlWire(() => answer());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A new control's form whose save goes over the (fake) wire, as the controls editor's does. */
async function renderControlForm(locale: Locale = 'en') {
  const title = locale === 'en' ? 'New control' : 'Ny post';
  await renderForm(
    () => (
      <ControlForm
        title={title}
        visualCode=""
        secretCode="K7Q2"
        points={1}
        position={{ lat: 58.46, lng: 8.77 }}
        submitLabel={locale === 'en' ? 'Add control' : 'Legg til post'}
        onSave={async (values) => {
          sent.push(values);
          await graphqlRequest('mutation CreateControl { createControl { id } }');
        }}
        onClose={() => undefined}
      />
    ),
    { role: 'heading', name: title },
    locale,
  );
}

const add = (name = 'Add control') => fireEvent.click(screen.getByRole('button', { name }));

describe('the control form', () => {
  it('says which fields are wrong and why, focuses the first and sends nothing', async () => {
    await renderControlForm();
    fireEvent.change(field('Points'), { target: { value: '6' } });
    fireEvent.change(field('Latitude'), { target: { value: '91' } });
    add();

    await expectRefusedFields('ID/name', {
      'ID/name': 'This is a required field Shown on the map and on the post',
      Points: containing('Must be a whole number from 1 to 5'),
      Latitude: 'Must be between -90 and 90',
    });
    expect(isInvalid(field('Secret code'))).toBe(false);
    expect(sent).toEqual([]);
  });

  it('says it in Norwegian', async () => {
    await renderControlForm('nb');
    fireEvent.change(field('ID/navn'), { target: { value: '31' } });
    fireEvent.change(field('Poeng'), { target: { value: '' } });
    add('Legg til post');

    await expectRefusedFields('Poeng', { Poeng: containing('Dette er et påkrevd felt') }, 'nb');
  });

  it("shows the server's refusal of a field on that field, sums up and focuses it", async () => {
    answer = () => fieldRefusal('input.visualCode', 'INVALID_TEXT');
    await renderControlForm();
    fireEvent.change(field('ID/name'), { target: { value: '31' } });
    add();

    await expectRefusedFields('ID/name', {
      'ID/name': containing('Remove the invisible or broken characters'),
    });
    expect(sent).toEqual([
      { visualCode: '31', secretCode: 'K7Q2', points: 1, lat: 58.46, lng: 8.77 },
    ]);
  });

  it('leaves a refusal of no field to the editor (its toast) and marks no field', async () => {
    answer = () => refusal('FORBIDDEN');
    await renderControlForm();
    fireEvent.change(field('ID/name'), { target: { value: '31' } });
    add();

    // The button is disabled while the save runs and enabled once its refusal has been handled.
    const button = screen.getByRole('button', { name: 'Add control' });
    expect(button).toHaveProperty('disabled', true);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(sent).toHaveLength(1);
    expect(isInvalid(field('ID/name'))).toBe(false);
    expect(summaryText()).toBe('');
  });
});
