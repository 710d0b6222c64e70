import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../src/api/graphql-client';
import { requiredNumber, requiredText } from '../../src/domain/schemas/field-schemas';
import { FormAlert, FormErrorSummary } from '../../src/ui/form-alert';
import { TextField } from '../../src/ui/form-field';
import { useValidatedForm } from '../../src/ui/use-validated-form';
import {
  descriptionOf,
  expectRefusedFields,
  field,
  isInvalid,
  summaryText,
} from './support/form-queries';
import { fakeGraphqlWire, fieldRefusal, refusal, type GraphqlAnswer } from './support/graphql-wire';
import { renderIn, type Locale } from './support/render-in-locale';

vi.mock('../../src/api/auth-session', () => import('../support/signed-in-session'));

const schema = v.object({
  name: requiredText(),
  points: requiredNumber(),
  public: v.boolean(),
});

/**
 * A form on the kit as the app's forms use it: its fields, the summary, the server's refusal of
 * the whole form; each valid submit is sent to the fake server and kept in `saved`.
 */
function TestForm({ saved, withRef }: { saved: unknown[]; withRef: boolean }) {
  const form = useValidatedForm(schema, {
    values: (data) => ({
      name: data.get('name'),
      points: data.get('points'),
      public: data.get('public') !== null,
    }),
  });
  const [failed, setFailed] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFailed(false);
    const values = form.validate(event);
    if (!values) return;
    saved.push(values);
    graphqlRequest('mutation Save { save }').catch((error: unknown) => {
      if (!form.showServerErrors(error)) setFailed(true);
    });
  }

  return (
    <>
      <FormErrorSummary show={form.hasErrors} />
      <FormAlert message={failed ? { id: 'Could not save' } : null} />
      <form
        ref={withRef ? form.formRef : undefined}
        aria-label="Test"
        noValidate
        onSubmit={onSubmit}
      >
        <TextField name="name" label="Name" error={form.errors.name} />
        <TextField name="points" label="Points" error={form.errors.points} />
        <input type="checkbox" name="public" aria-label="Public" defaultChecked />
        <button type="submit">Save</button>
      </form>
    </>
  );
}

function renderTestForm(locale: Locale, { withRef = true } = {}) {
  const saved: unknown[] = [];
  renderIn(locale, <TestForm saved={saved} withRef={withRef} />);
  return saved;
}

const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

function answerWith(answer: GraphqlAnswer) {
  return fakeGraphqlWire(() => answer);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the form kit', () => {
  it('shows each invalid field its reason, sums up, focuses the first and saves nothing', async () => {
    const saved = renderTestForm('en');
    type('Points', 'many');
    submit();
    await expectRefusedFields('Name', {
      Name: 'This is a required field',
      Points: 'Enter a number',
    });
    expect(isInvalid(field('Name'))).toBe(true);
    expect(saved).toEqual([]);
  });

  it('speaks Norwegian', async () => {
    renderTestForm('nb');
    type('Name', 'Hove');
    submit();
    await expectRefusedFields('Points', { Points: 'Dette er et påkrevd felt' }, 'nb');
  });

  it('focuses the first invalid field of a form that does not hand over its element', async () => {
    renderTestForm('en', { withRef: false });
    type('Name', 'Hove');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Points')));
  });

  it('gives the schema what `values` reads and hands back the parsed values', async () => {
    answerWith({ data: { save: true } });
    const saved = renderTestForm('en');
    type('Name', ' Hove ');
    type('Points', '3');
    fireEvent.click(field('Public'));
    submit();
    await waitFor(() => expect(saved).toEqual([{ name: 'Hove', points: 3, public: false }]));
  });

  it('clears the errors once the form is valid', async () => {
    answerWith({ data: { save: true } });
    const saved = renderTestForm('en');
    submit();
    await screen.findByText('Please correct the errors and try again');
    type('Name', 'Hove');
    type('Points', '3');
    submit();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(isInvalid(field('Name'))).toBe(false);
    expect(descriptionOf(field('Name'))).toBe('');
    expect(summaryText()).toBe('');
  });

  it.each([
    {
      name: "shows the server's field refusal on its field and focuses it",
      refused: { path: 'input.points', reason: 'OUT_OF_RANGE', label: 'Points' },
    },
    {
      name: 'marks a field the server refuses for a reason it has no words for as out of range',
      refused: { path: 'input.name', reason: 'SOMETHING_NEW', label: 'Name' },
    },
  ])('$name', async ({ refused: { path, reason, label } }) => {
    answerWith(fieldRefusal(path, reason));
    renderTestForm('en');
    type('Name', 'Hove');
    type('Points', '3');
    submit();
    await expectRefusedFields(label, { [label]: 'The value is outside the allowed range' });
  });

  it('leaves a refusal of no field to the form', async () => {
    answerWith(refusal('FORBIDDEN'));
    renderTestForm('en');
    type('Name', 'Hove');
    type('Points', '3');
    submit();
    await screen.findByText('Could not save');
    expect(isInvalid(field('Name'))).toBe(false);
    expect(isInvalid(field('Points'))).toBe(false);
  });
});
