import { GraphQLScalarType, Kind } from 'graphql';

/** AppSync's AWSDateTime: an ISO 8601 date-time string on the wire, a Date or string inside. */
export const AWSDateTime = new GraphQLScalarType({
  name: 'AWSDateTime',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return new Date(value).toISOString();
    throw new TypeError('AWSDateTime must be a Date or an ISO string');
  },
  parseValue(value) {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new TypeError('AWSDateTime must be an ISO 8601 date-time string');
    }
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) {
      throw new TypeError('AWSDateTime must be an ISO 8601 date-time string');
    }
    return ast.value;
  },
});
