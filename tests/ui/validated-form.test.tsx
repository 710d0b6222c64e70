import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../src/api/graphql-client';
import { requiredText } from '../../src/domain/schemas/field-schemas';
import { FieldErrorCode } from '../../src/domain/error-codes';
import { InputField, TextField } from '../../src/ui/form-field';
import {
  useValidatedForm,
  type FormCheck,
  type RefusalWords,
} from '../../src/ui/use-validated-form';
import { ValidatedForm } from '../../src/ui/validated-form';
import { descriptionOf, field, isInvalid } from './support/form-queries';
import { fakeGraphqlWire, fieldRefusal, refusal, type GraphqlAnswer } from './support/graphql-wire';
import { renderIn, type Locale } from './support/render-in-locale';

vi.mock('../../src/api/auth-session', () => import('../support/signed-in-session'));

const schema = v.object({ name: requiredText() });

/** A form on the kit as the game and level forms use it: `submitWith`, `showRefusal`. */
function TestForm({ saved, wording }: { saved: unknown[]; wording: RefusalWords }) {
  const form = useValidatedForm(schema);
  return (
    <ValidatedForm
      form={form}
      className="form"
      label="Test"
      onSubmit={form.submitWith((values) => {
        saved.push(values);
        graphqlRequest('mutation Save { save }').catch((error: unknown) =>
          form.showRefusal(error, wording),
        );
      })}
    >
      <TextField name="name" label="Name" error={form.errors.name} />
      <button type="submit">Save</button>
    </ValidatedForm>
  );
}

function renderTestForm(locale: Locale, answer: GraphqlAnswer, wording: RefusalWords = {}) {
  fakeGraphqlWire(() => answer);
  const saved: unknown[] = [];
  renderIn(locale, <TestForm saved={saved} wording={wording} />);
  return saved;
}

const type = (value: string) => fireEvent.change(field('Name'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
/** The alerts above the form: the summary, then the form's refusal. */
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a form on the kit (ValidatedForm, submitWith, showRefusal)', () => {
  it('is one form named by its label, with the summary and the refusal as alerts above it', () => {
    renderTestForm('en', { data: { save: true } });
    expect(screen.getByRole('form', { name: 'Test' })).toHaveProperty('noValidate', true);
    expect(alerts()).toEqual(['', '']);
  });

  it('saves nothing while a field is invalid, sums up and focuses the field', async () => {
    const saved = renderTestForm('en', { data: { save: true } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(alerts()).toEqual(['Please correct the errors and try again', '']);
    expect(saved).toEqual([]);
  });

  it('hands the parsed values on', async () => {
    const saved = renderTestForm('en', { data: { save: true } });
    type(' Hove ');
    submit();
    await waitFor(() => expect(saved).toEqual([{ name: 'Hove' }]));
  });

  it("words a refusal of no field by its code, in the user's language", async () => {
    renderTestForm('nb', refusal('FORBIDDEN'));
    type('Hove');
    submit();
    await screen.findByText('Du har ikke lov til å gjøre dette.');
    expect(isInvalid(field('Name'))).toBe(false);
  });

  it("words a refusal of no field by the form's own words when it has them", async () => {
    renderTestForm('en', refusal('FORBIDDEN'), { words: () => ({ id: 'Saved elsewhere' }) });
    type('Hove');
    submit();
    await screen.findByText('Saved elsewhere');
  });

  it('shows a field refusal on its field, with the words the form gives beside it', async () => {
    renderTestForm('en', fieldRefusal('input.name', 'REQUIRED'), {
      withFields: () => ({ id: 'Taken by another' }),
    });
    type('Hove');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(descriptionOf(field('Name'))).toBe('This is a required field');
    expect(alerts()).toEqual(['Please correct the errors and try again', 'Taken by another']);
  });

  it('clears the last refusal when the form is sent again', async () => {
    renderTestForm('en', refusal('FORBIDDEN'), { words: () => ({ id: 'Saved elsewhere' }) });
    type('Hove');
    submit();
    await screen.findByText('Saved elsewhere');
    type('');
    submit();
    await waitFor(() => expect(alerts()).toEqual(['Please correct the errors and try again', '']));
  });
});

/** The controlled form's fields, in their order on the page. */
const CONTROLLED_FIELDS = [
  { name: 'first', label: 'First' },
  { name: 'second', label: 'Second' },
] as const;

/**
 * A form that keeps its values in state and checks them itself (as the map editor does):
 * `submitChecked`, a refusal's paths mapped to its fields (`fieldOf`), a way on with the refusal.
 */
function ControlledForm({ saved }: { saved: unknown[] }) {
  const form = useValidatedForm(schema);
  const [values, setValues] = useState({ first: '', second: '' });
  const onSubmit = form.submitChecked(
    (): FormCheck<string> => {
      const empty = CONTROLLED_FIELDS.filter(({ name }) => values[name].trim() === '');
      return empty.length > 0
        ? {
            ok: false,
            errors: Object.fromEntries(empty.map(({ name }) => [name, FieldErrorCode.REQUIRED])),
          }
        : { ok: true, value: `${values.first} ${values.second}` };
    },
    (value) => {
      saved.push(value);
      graphqlRequest('mutation Save { save }').catch((error: unknown) =>
        form.showRefusal(error, { fieldOf: (path) => (path === 'input.size' ? 'second' : path) }),
      );
    },
  );
  return (
    <ValidatedForm
      form={form}
      className="form"
      label="Controlled"
      onSubmit={onSubmit}
      alertAction={<a href="/help">Get help</a>}
    >
      {CONTROLLED_FIELDS.map(({ name, label }) => (
        <InputField
          key={name}
          name={name}
          label={label}
          value={values[name]}
          onChange={(value) => setValues((before) => ({ ...before, [name]: value }))}
          error={form.errors[name]}
        />
      ))}
      <button type="submit">Save</button>
    </ValidatedForm>
  );
}

function renderControlled(answer: GraphqlAnswer) {
  fakeGraphqlWire(() => answer);
  const saved: unknown[] = [];
  renderIn('en', <ControlledForm saved={saved} />);
  return saved;
}

describe('a form that checks the values it keeps (submitChecked)', () => {
  it('shows its own check’s errors and focuses the first invalid field, saving nothing', async () => {
    const saved = renderControlled({ data: { save: true } });
    fireEvent.input(field('First'), { target: { value: 'a' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Second')));
    expect(isInvalid(field('First'))).toBe(false);
    expect(descriptionOf(field('Second'))).toBe('This is a required field');
    expect(saved).toEqual([]);
  });

  it('hands the checked value on and clears the errors', async () => {
    const saved = renderControlled({ data: { save: true } });
    submit();
    await waitFor(() => expect(isInvalid(field('First'))).toBe(true));
    fireEvent.input(field('First'), { target: { value: 'a' } });
    fireEvent.input(field('Second'), { target: { value: 'b' } });
    submit();
    await waitFor(() => expect(saved).toEqual(['a b']));
    expect(isInvalid(field('First'))).toBe(false);
  });

  it('shows a refusal of an argument on the field it maps to and focuses it', async () => {
    renderControlled(fieldRefusal('input.size', 'REQUIRED'));
    fireEvent.input(field('First'), { target: { value: 'a' } });
    fireEvent.input(field('Second'), { target: { value: 'b' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Second')));
    expect(isInvalid(field('First'))).toBe(false);
  });

  it('shows the way on with a refusal of the whole form, and only then', async () => {
    renderControlled(refusal('FORBIDDEN'));
    expect(screen.queryByRole('link', { name: 'Get help' })).toBeNull();
    fireEvent.input(field('First'), { target: { value: 'a' } });
    fireEvent.input(field('Second'), { target: { value: 'b' } });
    submit();
    await screen.findByText('You are not allowed to do this.');
    expect(screen.getByRole('link', { name: 'Get help' })).toBeTruthy();
  });
});
