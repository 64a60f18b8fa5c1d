/** The admin home's query naming the page a staff member was sent away from (their roles do not open it). */
export const FORBIDDEN_SECTION_QUERY = 'forbidden';
