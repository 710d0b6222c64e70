/** The `state` argument of the by-state searches: PRIVATE or PUBLIC (the domain's choices). */
import { FieldErrorCode } from '../../src/domain/error-codes';
import { VISIBILITIES, type Visibility } from '../../src/domain/schemas/field-schemas';
import { fieldRefusal } from '../graphql/input-validation';

/** Refuses any other state with BAD_INPUT OUT_OF_RANGE on `field`. */
export function requireVisibility(state: string, field: string): asserts state is Visibility {
  if (!(VISIBILITIES as readonly string[]).includes(state)) {
    throw fieldRefusal(field, FieldErrorCode.OUT_OF_RANGE);
  }
}
