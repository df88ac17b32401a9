// Exposed as './AdminLoginPage'.
import '../admin.css';

export { AdminLoginPage as default } from '../features/admin-login/components/admin-login-page';
