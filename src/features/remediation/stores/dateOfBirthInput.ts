/** Dates are typed one way across the app, day first: the shared rule (the design system's DateField reads the same). */
export { parseTypedDate as parseNzDate } from '../../../../contract/rules/TypedDate';
