import { privateHead } from '../../../contract/page-head';
import { usePageHead } from '../../runtime/use-page-head';
import { LoginForm } from '../../features/account/LoginForm';
import { A } from '../../../copy/account';
import { container, page } from '../../styles/utils.css';

export default function LoginPage() {
  usePageHead(privateHead(A.login.title));
  return (
    <div className={`${container} ${page}`}>
      <LoginForm />
    </div>
  );
}
