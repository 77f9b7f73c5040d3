/**
 * When a payment that fell due is recorded as posted: early on its due date in Auckland (a
 * bank's overnight batch), or now if that is still to come. After the operator moves the clock
 * weeks ahead, a weekly payment's history then shows one payment a week, each in the right
 * statement month, rather than all of them at the moment of the move.
 *
 * `dueDateParam` is the SQL parameter holding the 'YYYY-MM-DD' due date, e.g. '$2'.
 */
export const postedOnDueDate = (dueDateParam: string): string =>
  `date_trunc('milliseconds', LEAST(sandbox_now(), ((${dueDateParam})::date + time '06:00') AT TIME ZONE 'Pacific/Auckland'))`;
