/** The photo a location's contact sent with an update from the customer portal (an image's address). */
export const customerUpdatePhotoPath = (updateId: number) =>
  `/api/corrective-action-updates/${updateId}/photo`;
