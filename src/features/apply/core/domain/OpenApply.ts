import { queryKey } from '../../../../kernel/domain/QueryKey';

/** A product the customer may open or apply for online. */
export interface OpenApplyProduct {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Where its application starts (an in-app path). */
  readonly href: string;
  /** Its picture, a content image path, or null. */
  readonly image: string | null;
}

/** A group of the menu ('Open', 'Apply'). */
export interface OpenApplySection {
  readonly title: string;
  readonly items: readonly OpenApplyProduct[];
}

/** Something the bank asks the customer to do next (add a mobile number …). */
export interface CustomerAction {
  readonly id: string;
  readonly title: string;
  readonly href: string;
}

export const OPEN_APPLY_MENU_QUERY = queryKey<OpenApplySection[]>('menu/openApply/web');
