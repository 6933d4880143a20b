/** The scores a criterion may take (the criteria themselves: @irt/shared-ui/evaluation-criteria). */
export const SCORES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
