export { authProvider, refreshScheduler, type LoginParams } from './auth-provider';
export { dataProvider, type ConsoleDataMeta } from './data-provider';
export { accessControlProvider, hasPermission, requiredPermission, setAccessControlResources, type PermissionMeta } from './access-control';
export { i18n, i18nProvider, changeLanguage, currentLanguage, hasChosenLanguage, SUPPORTED_LANGUAGES } from './i18n';
export { http, setNavigate, redirectToLogin, type HttpClient, type RequestOptions, type HttpResponse, type QueryParams } from './http-client';
export { HttpError, isHttpError, type FieldError } from './http-error';
export { useCurrentUser, getCurrentUser, setCurrentUser, fetchCurrentUser, ensureCurrentUser } from './session';
export { tokenStore } from './token-store';
