/** Tag colour of an audit action, by what it does. */
export function actionColor(action: string): string {
  if (/failed|suspended|deleted|revoked/.test(action)) return 'red';
  if (/created|activated|added/.test(action)) return 'green';
  if (action.startsWith('impersonation.')) return 'purple';
  if (/password/.test(action)) return 'orange';
  return 'blue';
}
