/**
 * The one resolver merge: every module is listed once, every Query and Mutation field of the SDL
 * has a resolver, and a field resolved by two modules is refused when the schema is built.
 */
import { Kind, parse, type ObjectTypeDefinitionNode, type ObjectTypeExtensionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_TYPE_DEFS, buildApiSchema } from '../../../../server/graphql/api-schema';
import type { ResolverMap } from '../../../../server/graphql/resolver-map';
import { apiResolvers } from '../../../../server/graphql/resolvers/index';
import { hasResolver, mergeResolvers } from '../../../../server/graphql/resolvers/merge';

/** The field names of `type` in the SDL, extensions included. */
function sdlFields(type: string): string[] {
  return parse(API_TYPE_DEFS)
    .definitions.filter(
      (node): node is ObjectTypeDefinitionNode | ObjectTypeExtensionNode =>
        (node.kind === Kind.OBJECT_TYPE_DEFINITION || node.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        node.name.value === type,
    )
    .flatMap((node) => (node.fields ?? []).map((field) => field.name.value));
}

describe('the API resolver merge', () => {
  const merged = mergeResolvers(apiResolvers);

  it.each(['Query', 'Mutation'])('resolves every %s field of schema.graphql', (type) => {
    const fields = sdlFields(type);
    expect(fields.length).toBeGreaterThan(0);
    const missing = fields.filter((field) => !hasResolver(merged, type, field));
    expect(missing).toEqual([]);
  });

  it('serves the scores, the controls and the level controls', () => {
    const schema = buildApiSchema(apiResolvers);
    const query = schema.getQueryType()?.getFields() ?? {};
    const mutation = schema.getMutationType()?.getFields() ?? {};
    expect(Object.keys(query)).toEqual(
      expect.arrayContaining(['getControl', 'controlsByOwner', 'gameLevelControlByGameLevelId']),
    );
    expect(Object.keys(mutation)).toEqual(
      expect.arrayContaining(['createControl', 'deleteGameScores', 'createGameLevelControl']),
    );
  });

  it('refuses a field resolved by two modules', () => {
    const first: ResolverMap = { Query: { getControl: () => null } };
    const second: ResolverMap = { Query: { getControl: () => null } };
    expect(() => mergeResolvers([first, second])).toThrow('Query.getControl has two resolvers');
    expect(() => buildApiSchema([...apiResolvers, second])).toThrow(
      'Query.getControl has two resolvers',
    );
  });

  it('keeps fields of the same type from different modules', () => {
    const first: ResolverMap = { Query: { getControl: () => null } };
    const second: ResolverMap = { Query: { getOmap: () => null } };
    expect(Object.keys(mergeResolvers([first, second]).Query ?? {})).toEqual([
      'getControl',
      'getOmap',
    ]);
  });
});
