/** The reasons the return form offers and the states a return request goes through (no zod: the form's first load). */
export const returnReasons = ['damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnStates = ['new', 'accepted', 'refunded', 'rejected'] as const;
export type ReturnState = (typeof returnStates)[number];
