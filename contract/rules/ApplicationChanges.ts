import { APPLICATION_ERROR } from '../apply.codes';

/** An application's state, as the bank keeps it ('cancelled': withdrawn by the customer before it was decided). */
export type ApplicationState = 'draft' | 'submitted' | 'approved' | 'referred' | 'declined' | 'cancelled';

/**
 * Why an application in `state` cannot take a change (new answers, a submit, a document): the
 * application request problem the client has words for. A draft takes any change; a referred one
 * takes documents (a person is deciding it) but not new answers. Null: the change may go ahead.
 */
export function stateRefusal(state: ApplicationState, change: 'answers' | 'documents'): { NativeErrorCode: number; message: string } | null {
  switch (state) {
    case 'draft': return null;
    case 'referred': return change === 'documents' ? null : { NativeErrorCode: APPLICATION_ERROR.advanced, message: 'This application is already being assessed.' };
    case 'declined': return { NativeErrorCode: APPLICATION_ERROR.declined, message: 'This application has been declined.' };
    case 'cancelled': return { NativeErrorCode: APPLICATION_ERROR.cancelled, message: 'This application was withdrawn.' };
    default: return { NativeErrorCode: APPLICATION_ERROR.sessionCompleted, message: 'This application has already been submitted.' };
  }
}

/** The states a customer may withdraw an application from: not decided yet. */
export const WITHDRAWABLE: readonly ApplicationState[] = ['draft', 'referred'];
