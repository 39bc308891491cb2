import { Button } from '../../../components/button.tsx';

/** A super admin table row's actions: 'Login as' and 'Delete', each named after the account. */
export function LoginDeleteButtons({ name, onLogin, onDelete }: { name: string; onLogin: () => void; onDelete: () => void }) {
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={`Login as ${name}`} onClick={onLogin}>
        Login
      </Button>
      <Button size="sm" variant="ghost-danger" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
