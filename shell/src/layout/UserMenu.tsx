import { useNavigate } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';

export interface UserMenuProps {
  /** The button the menu opens from; null once closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}

/** The top bar's user menu: 'Mon profil' and 'Déconnexion'. */
export function UserMenu({ anchor, onClose, onLogout }: UserMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu
      id="user-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          navigate('/profil');
        }}
      >
        <ListItemIcon>
          <PersonOutlined fontSize="small" />
        </ListItemIcon>
        Mon profil
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Déconnexion
      </MenuItem>
    </Menu>
  );
}
