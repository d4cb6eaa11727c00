/** The id of the grid's 'saved' toast: each save's toast takes the place of the one before. */
export const gridSavedToast = 'rate-grid-saved';
