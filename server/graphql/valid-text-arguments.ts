/**
 * Every string a GraphQL operation carries into a resolver must be valid text (see the domain's
 * `valid-text.ts`): string literals in the document and strings in the variables, at any depth of
 * an input object or list. Checked after validation and before execution, so no resolver and no
 * SQL statement ever sees a NUL or a broken surrogate. The refusal is BAD_INPUT with the field as
 * a dot path from the argument (`input.name`, `controlId`) and the reason INVALID_TEXT, HTTP 400.
 */
import {
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { findInvalidText, isValidText, type ValuePath } from '../../src/domain/schemas/valid-text';
import { appError } from './app-error';

/** Where a variable is used: the argument path it fills. */
interface VariableUse {
  name: string;
  path: ValuePath;
}

function chosenOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((op) => op.name?.value === operationName) : operations[0];
}

/**
 * The path of the first invalid string literal in `value`, recording each variable it uses in
 * `uses` (with the path it fills) for the variables' own check.
 */
function checkValue(value: ValueNode, path: ValuePath, uses: VariableUse[]): ValuePath | undefined {
  switch (value.kind) {
    case Kind.STRING:
      return isValidText(value.value) ? undefined : path;
    case Kind.VARIABLE:
      uses.push({ name: value.name.value, path });
      return undefined;
    case Kind.LIST:
      for (const [index, item] of value.values.entries()) {
        const bad = checkValue(item, [...path, index], uses);
        if (bad) return bad;
      }
      return undefined;
    case Kind.OBJECT:
      for (const field of value.fields) {
        const bad = checkValue(field.value, [...path, field.name.value], uses);
        if (bad) return bad;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** The first invalid string among the arguments of every field and directive the operation runs. */
function checkSelections(
  root: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  uses: VariableUse[],
): ValuePath | undefined {
  const pending: SelectionSetNode[] = [root];
  const seenFragments = new Set<string>();
  while (pending.length > 0) {
    for (const selection of pending.pop()!.selections) {
      for (const directive of selection.directives ?? []) {
        for (const argument of directive.arguments ?? []) {
          const bad = checkValue(argument.value, [argument.name.value], uses);
          if (bad) return bad;
        }
      }
      if (selection.kind === Kind.FIELD) {
        for (const argument of selection.arguments ?? []) {
          const bad = checkValue(argument.value, [argument.name.value], uses);
          if (bad) return bad;
        }
        if (selection.selectionSet) pending.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(selection.selectionSet);
      } else if (!seenFragments.has(selection.name.value)) {
        seenFragments.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) pending.push(fragment.selectionSet);
      }
    }
  }
  return undefined;
}

/** The field (dot path) of the first string the operation would pass on that is not valid text. */
export function invalidTextField(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  operationName?: string | null,
): string | undefined {
  const operation = chosenOperation(document, operationName);
  if (!operation) return undefined;
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode =>
          definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const uses: VariableUse[] = [];
  let bad = checkSelections(operation.selectionSet, fragments, uses);
  for (const definition of operation.variableDefinitions ?? []) {
    if (bad) break;
    // A default value is a literal of the document too.
    if (definition.defaultValue) bad = checkValue(definition.defaultValue, [], []);
    if (bad) bad = [`$${definition.variable.name.value}`, ...bad];
  }
  for (const use of uses) {
    if (bad) break;
    bad = findInvalidText(variables?.[use.name], use.path);
  }
  return bad?.join('.');
}

/** The envelop plugin for yoga that refuses invalid text before execution (see the header). */
export function validTextArgumentsPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const { document, variableValues, operationName } = args as ExecutionArgs;
      const field = invalidTextField(document, variableValues, operationName);
      if (field === undefined) return;
      // Thrown, so the whole request is refused with HTTP 400 and nothing runs.
      throw appError(ErrorCode.BAD_INPUT, {
        field,
        reason: FieldErrorCode.INVALID_TEXT,
        status: 400,
      });
    },
  };
}
