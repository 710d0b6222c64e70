/**
 * Introspection off in production: a request that asks for `__schema` or `__type` is refused in
 * validation, before anything runs, with the `FORBIDDEN` code. The app itself never introspects
 * (its documents are typed at build time); outside production GraphiQL and tools still may.
 * `__typename` stays allowed: clients ask for it on ordinary objects.
 */
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../../src/domain/error-codes';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (!INTROSPECTION_FIELDS.has(node.name.value)) return;
      context.reportError(
        new GraphQLError(ErrorCode.FORBIDDEN, {
          nodes: node,
          extensions: { code: ErrorCode.FORBIDDEN },
        }),
      );
    },
  };
}

/** The yoga plugins that refuse introspection; none when `allowed`. */
export function introspectionPlugins(allowed: boolean): Plugin[] {
  if (allowed) return [];
  return [
    {
      onValidate({ addValidationRule }) {
        addValidationRule(noIntrospectionRule);
      },
    },
  ];
}
