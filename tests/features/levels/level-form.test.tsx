import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlAnswer, GraphqlCall } from '../../ui/support/graphql-wire';
import { fakeGraphqlWire, fieldRefusal, refusal } from '../../ui/support/graphql-wire';
import {
  containing,
  expectFieldMessages,
  expectRefusedFields,
  field,
  isInvalid,
} from '../../ui/support/form-queries';
import { renderForm } from '../../ui/support/render-form';

vi.mock('../../../src/api/auth-session', () => import('../../support/signed-in-session'));

const { LevelForm } = await import('../../../src/features/levels/level-form');

/** What the server answers to the level's creation. */
let created: () => GraphqlAnswer;
let calls: GraphqlCall[];

beforeEach(() => {
  created = () => ({ data: { createGameLevel: { id: 'level-1' } } });
  calls = fakeGraphqlWire(() => created());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const newLevel = () => <LevelForm gameDefinitionId="game-1" level={null} />;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

const create = (name = 'Create level') => fireEvent.click(screen.getByRole('button', { name }));

describe('the level form', () => {
  it('says which fields are wrong and why, focuses the first and sends nothing', async () => {
    await renderForm(newLevel, 'Level');
    fill({ Order: '-1', 'Minimum number of controls': '', 'Max distance (metres)': 'far' });
    create();

    await expectRefusedFields('Name', {
      Name: 'This is a required field',
      Order: 'Must be a whole number, 1 or more Levels are played from the lowest number up.',
      'Minimum number of controls': containing('This is a required field'),
      'Max distance (metres)': containing('Enter a number'),
    });
    expect(isInvalid(field('Description'))).toBe(false);
    expect(calls).toEqual([]);
  });

  it('asks for a punch method on the punch methods, in Norwegian', async () => {
    await renderForm(newLevel, 'Nivå', 'nb');
    fill({ Navn: 'Første', 'Minste antall poster': '2' });
    create('Opprett nivå');

    await expectRefusedFields(
      'GPS: nær posten',
      { 'GPS: nær posten': 'Du må velge minst en stemplingsmetode' },
      'nb',
    );
    expect(isInvalid(field('Kode: den hemmelige koden på posten'))).toBe(true);
    expect(calls).toEqual([]);
  });

  it('names the range of each number, in English and Norwegian', async () => {
    await renderForm(newLevel, 'Level');
    fill({ Order: '0', 'Minimum number of controls': '-1', 'Max distance (metres)': '0' });
    create();
    await waitFor(() => expect(isInvalid(field('Order'))).toBe(true));
    expectFieldMessages({
      Order: containing('Must be a whole number, 1 or more'),
      'Minimum number of controls': containing('Must be a whole number, 0 or more'),
      'Max distance (metres)': containing('Must be more than 0'),
    });
    cleanup();

    await renderForm(newLevel, 'Nivå', 'nb');
    fill({ Rekkefølge: '0', 'Maks avstand (meter)': '0' });
    create('Opprett nivå');
    await waitFor(() => expect(isInvalid(field('Rekkefølge'))).toBe(true));
    expectFieldMessages({
      Rekkefølge: containing('Må være et heltall, 1 eller mer'),
      'Maks avstand (meter)': containing('Må være mer enn 0'),
    });
  });

  it("shows the server's refusal of a field on that field, naming the server's range", async () => {
    created = () => fieldRefusal('input.order', 'OUT_OF_RANGE', { min: 3 });
    await renderForm(newLevel, 'Level');
    fill({ Name: 'First', 'Minimum number of controls': '2' });
    fireEvent.click(field('Code: the secret code on the post'));
    create();

    await expectRefusedFields('Order', { Order: containing('Must be 3 or more') });
  });

  it('shows a refusal of the whole level above the form', async () => {
    created = () => refusal('FORBIDDEN');
    await renderForm(newLevel, 'Level');
    fill({ Name: 'First', 'Minimum number of controls': '2' });
    fireEvent.click(field('Code: the secret code on the post'));
    create();

    await screen.findByText('You are not allowed to do this.');
    expect(isInvalid(field('Order'))).toBe(false);
  });

  it('creates the level once the form is valid', async () => {
    const router = await renderForm(newLevel, 'Level');
    fill({ Name: 'First', 'Minimum number of controls': '2', 'Max distance (metres)': '25' });
    fireEvent.click(field('GPS: near the control'));
    create();

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/game-definitions/selected/levels/selected'),
    );
    expect(calls[0]?.variables).toMatchObject({
      input: {
        gameDefinitionId: 'game-1',
        name: 'First',
        order: 1,
        minNumberControls: 2,
        allowGpsPunching: true,
        allowCodePunching: false,
        minDistanceLegalPunch: 25,
      },
    });
  });
});
